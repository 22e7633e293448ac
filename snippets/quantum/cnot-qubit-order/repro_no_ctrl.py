# Reproducer: CNOT given one list [target, control] (or only a target)
# instead of two arguments.
from mindquantum.core.gates import CNOT

gate = CNOT.on([1, 0])
