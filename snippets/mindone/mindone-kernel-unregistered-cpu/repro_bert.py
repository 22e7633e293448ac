# mindone.transformers BertModel with a tiny random config (no download), one forward pass on CPU.
# The embeddings use mindspore.mint.nn.Embedding (no CPU kernel). Execution is asynchronous, so the error surfaces
# at a later line (the addition after the embedding lookups), not at the embedding call itself.
import mindspore as ms
import mindone

ms.set_context(mode=ms.PYNATIVE_MODE)
from transformers import BertConfig
from mindone.transformers import BertModel

print("mindspore", ms.__version__, "| mindone", mindone.__version__, "| device", ms.get_context("device_target"), flush=True)
cfg = BertConfig(vocab_size=100, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64)
model = BertModel(cfg)
model.set_train(False)
out = model(ms.Tensor([[1, 5, 7, 2]], ms.int32))
print(out[0].shape)
