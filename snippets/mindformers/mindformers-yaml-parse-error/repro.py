# A hand-edited MindFormers run yaml: `num_layers` is indented by 3 spaces instead of 4.
import mindspore as ms
import mindformers
print("mindspore", ms.__version__, "| mindformers", mindformers.__version__, flush=True)

from mindformers import MindFormerConfig

with open("run_tiny.yaml", "w") as f:
    f.write("model:\n"
            "  model_config:\n"
            "    type: LlamaConfig\n"
            "    hidden_size: 32\n"
            "   num_layers: 2\n")      # <- 3 spaces
config = MindFormerConfig("run_tiny.yaml")
