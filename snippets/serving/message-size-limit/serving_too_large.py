# MindSpore Serving (Python 3.9, mindspore 2.0.0, mindspore_serving 2.0.2): a request larger than the server's
# max_msg_mb_size. Server and client run in this process, on 127.0.0.1 only; the server is stopped at the end.
import contextlib
import os
import socket
import sys
import textwrap

import grpc
import numpy as np
from mindspore_serving import server
from mindspore_serving.client import Client

# A servable without a model: one Python stage that returns the byte size of its input.
os.makedirs("servables/echo", exist_ok=True)
with open("servables/echo/servable_config.py", "w") as f:
    f.write(textwrap.dedent("""
        import numpy as np
        from mindspore_serving.server import register

        def nbytes(x):
            return np.array(x.nbytes, np.int64)

        @register.register_method(output_names=["nbytes"])
        def count(x):
            return register.add_stage(nbytes, x, outputs_count=1)
    """))


def free_port():
    # Serving rejects port 0, so ask the OS for a free port on 127.0.0.1 and pass it on (never printed).
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def server_output_to_log(path="serving_server.log"):
    # Serving's C++ side prints its pid and the listening port straight to stdout/stderr: keep them in a log.
    sys.stdout.flush(), sys.stderr.flush()
    saved = os.dup(1), os.dup(2)
    log = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    os.dup2(log, 1), os.dup2(log, 2), os.close(log)
    try:
        yield
    finally:
        sys.stdout.flush(), sys.stderr.flush()
        os.dup2(saved[0], 1), os.dup2(saved[1], 2), os.close(saved[0]), os.close(saved[1])


MB = 1024 * 1024
address = f"127.0.0.1:{free_port()}"
print("grpcio", grpc.__version__)
try:
    with server_output_to_log():
        server.start_servables(server.ServableStartConfig(os.path.abspath("servables"), "echo", device_ids=None))
        server.start_grpc_server(address, max_msg_mb_size=1)   # accept at most 1 MB per request
    client = Client(address, "echo", "count")
    print("1 KB request ->", client.infer({"x": np.zeros(1024, np.uint8)}))
    result = client.infer({"x": np.zeros(2 * MB, np.uint8)})   # 2 MB: the server refuses it
    print("2 MB request ->", result)
    # Client.infer raises nothing here: it prints the gRPC details and returns {"error": ...}.
    print("infer() returned an error instead of raising:", isinstance(result, dict) and "error" in result)
    try:
        result[0]["nbytes"]   # what code written for the success case does next
    except KeyError as e:
        print("result[0]['nbytes'] -> KeyError:", e)
finally:
    with server_output_to_log():
        server.stop()
