# Plain gRPC (grpcio, no MindSpore): the server accepts at most 1 MB per request and the client sends 2 MB.
# The server is bound to 127.0.0.1 on a port the OS picks (port 0), and is stopped before the snippet ends.
from concurrent import futures

import grpc

MB = 1024 * 1024


def echo_size(request, context):
    return str(len(request)).encode()


handler = grpc.method_handlers_generic_handler(
    "demo.Echo", {"Size": grpc.unary_unary_rpc_method_handler(echo_size)})
server = grpc.server(futures.ThreadPoolExecutor(max_workers=1), handlers=[handler],
                     options=[("grpc.max_receive_message_length", 1 * MB)])   # the server-side limit
port = server.add_insecure_port("127.0.0.1:0")
server.start()
try:
    with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
        size = channel.unary_unary("/demo.Echo/Size")
        print("1 KB request accepted, server saw", size(b"x" * 1024, timeout=30).decode(), "bytes")
        size(b"x" * (2 * MB), timeout=30)   # larger than the server's limit: rejected by the server
finally:
    server.stop(None)
