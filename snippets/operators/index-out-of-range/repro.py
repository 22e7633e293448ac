# NLP-style vocabulary mismatch: the embedding table has vocab_size rows (ids 0..vocab_size-1),
# but the batch contains the id vocab_size (e.g. a tokenizer with more tokens than the config says).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
else:
    ms.set_context(device_target="CPU")

vocab_size = 4
embedding = nn.Embedding(vocab_size, 3, embedding_table="ones")
token_ids = Tensor(np.array([[0, 1, 2, 4]], dtype=np.int32))   # 4 == vocab_size: one past the last row
out = embedding(token_ids)
print("out:", out.asnumpy().tolist())
