# Reproducer: Simulator() has no thread-count argument. Extra keyword
# arguments go on to the C++ backend constructor, which accepts only
# (n_qubits, seed), so pybind11 rejects the call.
from mindquantum.simulator import Simulator

sim = Simulator("mqvector", 20, seed=42, n_threads=2)
