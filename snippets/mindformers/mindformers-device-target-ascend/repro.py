# MindFormers' run_*.yaml files set context.device_target: "Ascend". The same context on a CPU-only MindSpore wheel:
import mindspore as ms
import mindformers
print("mindspore", ms.__version__, "| mindformers", mindformers.__version__, flush=True)

from mindformers import MindFormerConfig, build_context

config = MindFormerConfig(**{"context": {"mode": 0, "device_target": "Ascend", "device_id": 0},
                             "parallel": {}, "parallel_config": {}})
build_context(config)
