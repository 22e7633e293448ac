# Which of the two APIs this page's other ways out need exist in this MindSpore version: launch_blocking
# (fix_blocking.py, threads.py) and the spawn start method (fix_spawn.py, spawn_globals.py). Runs no operator.
import mindspore as ms
import mindspore.dataset as ds

print("mindspore.runtime.launch_blocking exists:", hasattr(getattr(ms, "runtime", None), "launch_blocking"))
print("ds.config.set_multiprocessing_start_method exists:", hasattr(ds.config, "set_multiprocessing_start_method"))
