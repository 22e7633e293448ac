# MindSpore Serving 2.0.2 (serving-py39 environment): the default and the valid range of max_msg_mb_size,
# the client's own send limit, and what start_grpc_server says about values outside the range.
import inspect
import socket

from mindspore_serving import server
from mindspore_serving.client import Client

default = inspect.signature(server.start_grpc_server).parameters["max_msg_mb_size"].default
print("start_grpc_server default max_msg_mb_size:", default, "MB")
print("start_restful_server default max_msg_mb_size:",
      inspect.signature(server.start_restful_server).parameters["max_msg_mb_size"].default, "MB")
print("Client.__init__ sets:", *[line.strip() for line in inspect.getsource(Client.__init__).splitlines()
                                  if "msg_bytes_size =" in line])

with socket.socket() as s:   # an OS-chosen free port on 127.0.0.1; the checks below fail before anything binds
    s.bind(("127.0.0.1", 0))
    address = f"127.0.0.1:{s.getsockname()[1]}"

for value in (0, 513, "100", 100.0, True):
    try:
        server.start_grpc_server(address, max_msg_mb_size=value)
    except RuntimeError as e:
        print(f"max_msg_mb_size={value!r}: RuntimeError: {e}")

server.start_grpc_server(address, max_msg_mb_size=1024)   # 1 GB: outside [1, 512]
