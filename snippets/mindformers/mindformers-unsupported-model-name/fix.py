# Describe the model in a local yaml (model_config.type + arch.type) and build from it. With real weights you would
# also set checkpoint_name_or_path (or pass a local directory holding the yaml and weights) instead of a model name.
import mindspore as ms
import mindformers
print("mindspore", ms.__version__, "| mindformers", mindformers.__version__, flush=True)

from mindformers import AutoConfig, AutoModel

with open("tiny_llama.yaml", "w") as f:
    f.write("model:\n"
            "  model_config:\n"
            "    type: LlamaConfig\n"
            "    vocab_size: 128\n"
            "    hidden_size: 32\n"
            "    num_layers: 2\n"
            "    num_heads: 2\n"
            "    seq_length: 16\n"
            "  arch:\n"
            "    type: LlamaForCausalLM\n")
config = AutoConfig.from_pretrained("tiny_llama.yaml")
print("config:", type(config).__name__, "hidden_size", config.hidden_size, "num_layers", config.num_layers)
model = AutoModel.from_config(config)
print("model:", type(model).__name__)
