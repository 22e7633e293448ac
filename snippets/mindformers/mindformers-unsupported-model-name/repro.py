# Older MindFormers tutorials load a model by name: AutoModel.from_pretrained("llama2_7b").
# In MindFormers 1.9.0 the argument must be a registered name or a local directory / yaml path.
import mindspore as ms
import mindformers
print("mindspore", ms.__version__, "| mindformers", mindformers.__version__, flush=True)

from mindformers import AutoModel

model = AutoModel.from_pretrained("llama2_7b")
