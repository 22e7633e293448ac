# The same failure in this interpreter itself (runner: fresh): a protobuf user first, then mindspore.
# The variable is removed first, as in a fresh shell where nobody exported it.
import os

os.environ.pop("PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION", None)
from google.protobuf import descriptor_pb2  # noqa: E402,F401  (what TensorFlow / ONNX / grpc import)
from google.protobuf.internal import api_implementation  # noqa: E402

print("protobuf implementation in use:", api_implementation.Type(), flush=True)
import mindspore  # noqa: E402

print("import mindspore: ok", mindspore.__version__)
