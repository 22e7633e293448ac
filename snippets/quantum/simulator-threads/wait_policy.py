# On a machine whose cores are busy with other processes, OpenMP threads
# that spin while they wait for each other (libgomp's default) burn the
# little CPU they get. OMP_WAIT_POLICY=PASSIVE lets waiting threads sleep.
# Like OMP_NUM_THREADS it is read when the OpenMP runtime is loaded.
import os

os.environ["OMP_NUM_THREADS"] = "2"
os.environ["OMP_WAIT_POLICY"] = "PASSIVE"   # 等待的线程睡眠，不空转

import ctypes                                   # noqa: E402
import glob                                     # noqa: E402
import time                                     # noqa: E402

import mindquantum                              # noqa: E402
from mindquantum.core.circuit import Circuit    # noqa: E402
from mindquantum.core.gates import RY, X        # noqa: E402
from mindquantum.simulator import Simulator     # noqa: E402

libs = os.path.join(os.path.dirname(mindquantum.__file__), os.pardir,
                    "mindquantum.libs", "libgomp*.so*")
gomp = ctypes.CDLL(glob.glob(libs)[0])

circ = Circuit()                        # 与 omp_threads.py 相同的 18 比特线路
for layer in range(4):
    circ += Circuit([RY(0.1 * (q + 1) + layer).on(q) for q in range(18)])
    circ += Circuit([X.on(q + 1, q) for q in range(17)])

best = {}
for _ in range(3):
    for threads in (2, 1):
        gomp.omp_set_num_threads(threads)
        sim = Simulator("mqvector", 18, seed=42)
        w0, c0 = time.perf_counter(), time.process_time()
        sim.apply_circuit(circ)
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        if threads not in best or wall < best[threads][0]:
            best[threads] = (wall, cpu)
print(f"OMP_WAIT_POLICY=PASSIVE，18 比特 {len(circ)} 个门，3 次中最快的一次：")
for threads in (1, 2):
    wall, cpu = best[threads]
    print(f"  {threads} 个线程：墙钟 {wall:.2f} s，CPU 时间 {cpu:.2f} s")
