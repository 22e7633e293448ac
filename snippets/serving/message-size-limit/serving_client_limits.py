# MindSpore Serving 2.0.2 (the ms2.0 lane): what the installed Python client does about message sizes,
# read from the package itself, and how large the gRPC request for a 2 MB array is. No server is started.
import inspect

import google.protobuf
import grpc
import numpy as np
from mindspore_serving.client import Client
from mindspore_serving.client.python import client as client_module

print("grpcio", grpc.__version__, "| protobuf", google.protobuf.__version__, "| numpy", np.__version__)

# 1. The client's own limits: hard-coded in Client.__init__, not a parameter.
print("Client.__init__", inspect.signature(Client.__init__))
for line in inspect.getsource(Client.__init__).splitlines():
    if "msg_bytes_size" in line:
        print("   ", line.strip())
note = inspect.getdoc(Client).split("Note:")[1].split("Args:")[0]
print("Client docstring note:", " ".join(note.split()))

# 2. What infer() does with a gRPC error: print three lines and return a dict (it does not raise).
source = inspect.getsource(Client.infer).splitlines()
start = next(i for i, line in enumerate(source) if "except grpc.RpcError" in line)
print("Client.infer:")
for line in source[start:start + 6]:
    print("   ", line.strip())

# 3. The "A" in "larger than max (A vs. B)" is the serialized request, a little larger than the array.
client = Client("127.0.0.1:1", "echo", "count")   # creating a channel does not connect
x = np.zeros(2 * 1024 * 1024, np.uint8)
request = client._create_request({"x": x})
print("array bytes:", x.nbytes, "| serialized PredictRequest bytes:", request.ByteSize())
request.instances[0].items["x"].data = b""
print("the request without the array data:", " ".join(str(request).split()))

# 4. Why the environment pins numpy<1.24: the client's dtype table uses np.bool.
print("client.py uses np.bool:", any("np.bool:" in line for line in inspect.getsource(client_module).splitlines()))
