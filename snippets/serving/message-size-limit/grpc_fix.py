# Fix for plain gRPC: raise the limit on every side a large message passes through.
# Request: the client's max_send_message_length and the server's max_receive_message_length.
# Reply:   the server's max_send_message_length and the client's max_receive_message_length (4 MB by default).
from concurrent import futures

import grpc

MB = 1024 * 1024
LIMIT = 8 * MB
options = [("grpc.max_send_message_length", LIMIT), ("grpc.max_receive_message_length", LIMIT)]


def echo(request, context):
    return request   # the reply is as large as the request


handler = grpc.method_handlers_generic_handler("demo.Echo", {"Echo": grpc.unary_unary_rpc_method_handler(echo)})
server = grpc.server(futures.ThreadPoolExecutor(max_workers=1), handlers=[handler], options=options)
port = server.add_insecure_port("127.0.0.1:0")
server.start()
try:
    with grpc.insecure_channel(f"127.0.0.1:{port}", options=options) as channel:
        echo_call = channel.unary_unary("/demo.Echo/Echo")
        reply = echo_call(b"x" * (5 * MB), timeout=30)   # 5 MB both ways: above gRPC's 4 MB default
        print("sent 5 MB, received", len(reply) // MB, "MB back")
finally:
    server.stop(None)
