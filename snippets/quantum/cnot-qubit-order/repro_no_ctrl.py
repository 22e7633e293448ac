# Reproducer: CNOT without a control qubit -- only a target, or one list
# [target, control] instead of two arguments.
from mindquantum.core.gates import CNOT

try:
    CNOT.on(1)                    # 只给了目标比特
except ValueError as exc:
    print("CNOT.on(1):", exc)

gate = CNOT.on([1, 0])            # 两个比特放进了一个列表
