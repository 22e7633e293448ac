# Plain gRPC (grpcio): this time the *client* limits what it may send (1 MB); the server would accept more.
# The request never leaves the client. Server on 127.0.0.1, OS-chosen port, stopped before the end.
from concurrent import futures

import grpc

MB = 1024 * 1024


def echo_size(request, context):
    return str(len(request)).encode()


handler = grpc.method_handlers_generic_handler(
    "demo.Echo", {"Size": grpc.unary_unary_rpc_method_handler(echo_size)})
server = grpc.server(futures.ThreadPoolExecutor(max_workers=1), handlers=[handler],
                     options=[("grpc.max_receive_message_length", 8 * MB)])
port = server.add_insecure_port("127.0.0.1:0")
server.start()
try:
    with grpc.insecure_channel(f"127.0.0.1:{port}",
                               options=[("grpc.max_send_message_length", 1 * MB)]) as channel:   # client-side limit
        size = channel.unary_unary("/demo.Echo/Size")
        size(b"x" * (2 * MB), timeout=30)
finally:
    server.stop(None)
