# import mindnlp FIRST: it installs its torch stand-in before transformers looks for PyTorch.
import mindnlp
import transformers
from transformers import BertConfig, BertModel

cfg = BertConfig(vocab_size=100, hidden_size=32, num_hidden_layers=1, num_attention_heads=2, intermediate_size=64)
model = BertModel(cfg)                                   # a tiny random model: no download
print(type(model).__name__, "built; transformers", transformers.__version__)
