# Old code importing a module that no longer exists: mindspore.nn.transformer (MindSpore 1.x).
import mindspore as ms

print("MindSpore", ms.__version__)
from mindspore.nn.transformer import TransformerEncoder  # noqa: E402

print(TransformerEncoder.__name__)
