# Plain gRPC (grpcio): which limit a large message hits, and the fix. The handler echoes the request, so a 5 MB
# request means a 5 MB reply. Three servers on 127.0.0.1 (OS-chosen ports), each stopped after its call:
#   1. defaults on both sides            -> the server refuses the request (gRPC's default receive limit)
#   2. server raised, client default     -> the request passes, the client refuses the reply
#   3. both sides raised                 -> works
from concurrent import futures

import grpc

MB = 1024 * 1024
RAISED = [("grpc.max_send_message_length", 8 * MB), ("grpc.max_receive_message_length", 8 * MB)]


def echo(request, context):
    return request   # the reply is as large as the request


def call(label, server_options, client_options):
    handler = grpc.method_handlers_generic_handler("demo.Echo", {"Echo": grpc.unary_unary_rpc_method_handler(echo)})
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=1), handlers=[handler], options=server_options)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    try:
        with grpc.insecure_channel(f"127.0.0.1:{port}", options=client_options) as channel:
            reply = channel.unary_unary("/demo.Echo/Echo")(b"x" * (5 * MB), timeout=30)
            print(f"{label}: sent 5 MB, received {len(reply) // MB} MB back")
    except grpc.RpcError as e:
        print(f"{label}: {e.code().name}: {e.details()}")
    finally:
        server.stop(None)


print("grpcio", grpc.__version__)
call("1. both default", [], [])
call("2. server raised only", RAISED, [])
call("3. both raised", RAISED, RAISED)
