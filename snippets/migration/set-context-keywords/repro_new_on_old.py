# Reproducer: the other direction, code written for 2.x run on 1.10: jit_syntax_level did not exist yet.
import mindspore as ms

ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT if hasattr(ms, "STRICT") else 0)
print("set_context accepted jit_syntax_level")
