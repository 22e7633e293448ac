# A tiny random Llama from MindFormers (no checkpoint download), one forward pass on a CPU-only MindSpore.
# MindFormers' RMSNorm layer calls the fused RmsNorm operator, which has no CPU kernel.
import numpy as np
import mindspore as ms
import mindformers

ms.set_context(mode=ms.PYNATIVE_MODE)
print("mindspore", ms.__version__, "| mindformers", mindformers.__version__,
      "| device", ms.get_context("device_target"), flush=True)

from mindformers import LlamaConfig, LlamaForCausalLM

cfg = LlamaConfig(vocab_size=128, hidden_size=32, num_layers=2, num_heads=2, seq_length=16,
                  intermediate_size=64, batch_size=1, use_flash_attention=False)
model = LlamaForCausalLM(cfg)          # building the model works on CPU
model.set_train(False)
print("model built:", type(model).__name__, flush=True)
tokens = ms.Tensor(np.array([[1, 5, 7, 2] + [0] * 12]), ms.int32)
print(model(tokens))                   # the forward pass needs the RmsNorm kernel
