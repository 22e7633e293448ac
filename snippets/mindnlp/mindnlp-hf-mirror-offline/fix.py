# Offline: load from a local directory (here one written by save_pretrained; in practice the downloaded model
# folder), and set HF_HUB_OFFLINE=1 before anything imports huggingface_hub so nothing tries the network.
import os

os.environ["HF_HUB_OFFLINE"] = "1"
import mindnlp  # noqa: E402,F401
from transformers import AutoModel, BertConfig, BertModel  # noqa: E402

cfg = BertConfig(vocab_size=100, hidden_size=32, num_hidden_layers=1, num_attention_heads=2, intermediate_size=64)
BertModel(cfg).save_pretrained("tiny-bert")        # stands in for a model folder copied to this machine
model = AutoModel.from_pretrained("./tiny-bert")   # a path, not a hub name: no request to HF_ENDPOINT
print(type(model).__name__, "loaded from ./tiny-bert; HF_ENDPOINT =", os.environ.get("HF_ENDPOINT"))
