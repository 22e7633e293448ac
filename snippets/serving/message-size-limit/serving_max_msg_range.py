# MindSpore Serving 2.0.2 (the ms2.0 lane): the default and the valid range of max_msg_mb_size, and what
# start_grpc_server / start_restful_server say about values outside the range.
import inspect
import socket

from mindspore_serving import server

for start in (server.start_grpc_server, server.start_restful_server):
    default = inspect.signature(start).parameters["max_msg_mb_size"].default
    print(f"{start.__name__} default max_msg_mb_size: {default} MB")

with socket.socket() as s:   # an OS-chosen free port on 127.0.0.1; the checks below fail before anything binds
    s.bind(("127.0.0.1", 0))
    address = f"127.0.0.1:{s.getsockname()[1]}"

for start in (server.start_grpc_server, server.start_restful_server):
    for value in (0, 513, "100", 100.0, True):
        try:
            start(address, max_msg_mb_size=value)
        except RuntimeError as e:
            print(f"{start.__name__}(max_msg_mb_size={value!r}): RuntimeError: {e}")

server.start_grpc_server(address, max_msg_mb_size=1024)   # 1 GB: outside [1, 512]
