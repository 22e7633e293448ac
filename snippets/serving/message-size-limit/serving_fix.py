# Fix: give Serving a max_msg_mb_size that covers the largest request (here 4 MB for a 2 MB request).
# Same tiny servable as serving_too_large.py; 127.0.0.1 only; the server is stopped at the end.
import contextlib
import os
import socket
import sys
import textwrap

import grpc
import numpy as np
from mindspore_serving import server
from mindspore_serving.client import Client

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
print("grpcio", grpc.__version__)   # the client and server talk gRPC through this package
try:
    with server_output_to_log():
        server.start_servables(server.ServableStartConfig(os.path.abspath("servables"), "echo", device_ids=None))
        server.start_grpc_server(address, max_msg_mb_size=4)   # room for a 2 MB request plus its envelope
    client = Client(address, "echo", "count")
    result = client.infer({"x": np.zeros(2 * MB, np.uint8)})
    if isinstance(result, dict) and "error" in result:   # check what infer() returned: it does not raise
        raise RuntimeError(result["error"])
    print("2 MB request ->", result)
finally:
    with server_output_to_log():
        server.stop()
