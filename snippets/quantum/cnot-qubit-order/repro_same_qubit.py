# Reproducer: the same qubit as target and control. CNOT keeps [obj, ctrl]
# together as its obj_qubits, so the message talks about repeated obj_qubits
# although the second argument was meant as the control.
from mindquantum.core.gates import CNOT

gate = CNOT.on(0, 0)
