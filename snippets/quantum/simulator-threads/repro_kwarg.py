# Reproducer: Simulator() has no thread-count argument. Extra keyword
# arguments go on to the C++ backend constructor, which accepts only
# (n_qubits, seed), so the call is rejected there.
import inspect

from mindquantum.simulator import Simulator

print("Simulator.__init__", inspect.signature(Simulator.__init__))
sim = Simulator("mqvector", 20, seed=42, n_threads=2)
