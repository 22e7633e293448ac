# What to check before blaming the GPU: the indices (token ids, class labels) against the size of the table they
# index. Typical cause: vocab_size / num_classes in the config smaller than the largest id in the data.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.PYNATIVE_MODE)
vocab_size = 4                                                   # what the config says
batch = np.array([[0, 1, 3], [2, 4, 1]], dtype=np.int32)         # what the data contains
bad = np.argwhere((batch < 0) | (batch >= vocab_size))
print("ids must be in [0, %d); out of range at %s, values %s"
      % (vocab_size, bad.tolist(), batch[tuple(bad.T)].tolist()))

# an Embedding lookup is a Gather by id: what the same batch does on CPU
emb = nn.Embedding(vocab_size, 3, embedding_table="ones")
try:
    out = emb(Tensor(batch)).asnumpy()
    print("no error; the row looked up for id 4:", out[1, 1].tolist())
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])

vocab_size = int(batch.max()) + 1                                # fix: the table as large as the data needs
emb = nn.Embedding(vocab_size, 3, embedding_table="ones")
print("vocab_size", vocab_size, "-> output shape", emb(Tensor(batch)).shape)
