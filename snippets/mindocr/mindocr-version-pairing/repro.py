# The first import of MindSpore's private module that MindOCR 0.5.0 makes on `import mindocr`
# (mindocr/models/utils/abinet_layers.py), run on its own: which MindSpore versions still ship the module?
import mindspore

print("mindspore", mindspore.__version__, flush=True)
from mindspore.parallel._transformer.layers import _LayerNorm  # noqa: E402,F401
print("mindspore.parallel._transformer: present")
