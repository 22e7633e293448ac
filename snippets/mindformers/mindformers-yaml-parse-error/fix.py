# Fix the indentation (keys of one mapping line up), and check the file with PyYAML before handing it to MindFormers:
# yaml.safe_load names the line and column of the first problem.
import yaml
import mindspore as ms
import mindformers
print("mindspore", ms.__version__, "| mindformers", mindformers.__version__, flush=True)

from mindformers import MindFormerConfig

text = ("model:\n"
        "  model_config:\n"
        "    type: LlamaConfig\n"
        "    hidden_size: 32\n"
        "    num_layers: 2\n")            # 4 spaces, like its siblings
with open("run_tiny.yaml", "w") as f:
    f.write(text)
with open("run_tiny.yaml") as f:
    yaml.safe_load(f)                     # raises yaml.YAMLError with line/column if the file is still broken
config = MindFormerConfig("run_tiny.yaml")
print("model_config:", config.model.model_config)
