# Find the offending ids first (max id vs the table size), then fix the data or the table:
# 1) enlarge vocab_size to cover every id the data can contain, or
# 2) map ids outside [0, vocab_size) to an "unknown" id before the lookup (clip as a last resort).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
else:
    ms.set_context(device_target="CPU")

vocab_size = 4
token_ids = Tensor(np.array([[0, 1, 2, 4]], dtype=np.int32))

# check: the largest (and smallest) id against the number of rows of the table
ids = token_ids.asnumpy()
print("min id:", int(ids.min()), "max id:", int(ids.max()), "vocab_size:", vocab_size)
bad = np.argwhere((ids < 0) | (ids >= vocab_size))
print("out of range at", bad.tolist(), "values", ids[tuple(bad.T)].tolist())

# fix 1: the table as large as the data needs (in real code: len(tokenizer) / the tokenizer's vocab size)
emb = nn.Embedding(int(ids.max()) + 1, 3, embedding_table="ones")
print("fix 1, vocab_size", int(ids.max()) + 1, "->", emb(token_ids).shape)

# fix 2: send unknown ids to a reserved row (here row 0 as [UNK]) before the lookup
unk_id = 0
safe = np.where((ids < 0) | (ids >= vocab_size), unk_id, ids).astype(np.int32)
emb = nn.Embedding(vocab_size, 3, embedding_table="ones")
print("fix 2, ids", safe.tolist(), "->", emb(Tensor(safe)).shape)

# the same inside the network (no numpy): clip into [0, vocab_size - 1]; it hides bad data, so log it too
clipped = ops.clip_by_value(token_ids, Tensor(0, ms.int32), Tensor(vocab_size - 1, ms.int32))
print("clip, ids", clipped.asnumpy().tolist(), "->", emb(clipped).shape)
