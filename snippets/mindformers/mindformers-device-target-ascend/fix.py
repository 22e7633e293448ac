# Same config with device_target: "CPU" (what a CPU-only wheel supports). The context builds; a model forward pass
# may still stop at an operator without a CPU kernel (see mindformers-kernel-unregistered-cpu).
import mindspore as ms
import mindformers
print("mindspore", ms.__version__, "| mindformers", mindformers.__version__, flush=True)

from mindformers import MindFormerConfig, build_context

config = MindFormerConfig(**{"context": {"mode": 0, "device_target": "CPU", "device_id": 0},
                             "parallel": {}, "parallel_config": {}})
build_context(config)
print("device_target after build_context:", ms.get_context("device_target"))
