# Reproducer: the same mistake written as a controlled X gate gives a
# different message.
from mindquantum.core.gates import X

gate = X.on(0, 0)
