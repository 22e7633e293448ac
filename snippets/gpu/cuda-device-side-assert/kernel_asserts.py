# No GPU here. The device-side assertions of MindSpore's CUDA kernels are compiled into the GPU plugin's kernel
# library (libcuda_ops), expression text included: this lists which index checks of the Gather family each
# version carries (the text a GPU prints as "Assertion `...` failed."), and whether the CUDA runtime's message for
# error 710 is there. It shows what each version's binary contains, not what happens on a card.
import glob
import mmap
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
# 1.10 (GPU wheel): lib/libcuda_ops.so; 2.x: lib/plugin/gpu/libcuda_ops.so.11 (.so.10: the CUDA 10.1 build, skipped)
files = sorted(p for p in glob.glob(os.path.join(lib, "libcuda_ops.so*"))
               + glob.glob(os.path.join(lib, "plugin", "gpu", "libcuda_ops.so*")) if not p.endswith(".10"))
checks = {  # label: the text compiled into the binary
    "gather-forward": "indices[j] < input_dim1",             # Gather/GatherV2 kernel (gatherv2.cu in the source)
    "gather-grad": "j_read < output_shape.shape[dim]",       # GatherGradKernel (gather_grad.cu), a backward kernel
    "gather-dim": "j_read < dim_at_axis_input",              # GatherKernel of gather.cu (an index per element)
    "cuda-710-text": "device-side assert triggered",         # what CUDA prints for error 710 (cudaErrorAssert)
}
print("mindspore", ms.__version__)
print("kernel library:", [os.path.relpath(p, lib) for p in files] or "none")
for path in files:
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:  # ~800 MB: no read()
        for label, text in checks.items():
            print(f"{label}: {'found' if data.find(text.encode()) >= 0 else 'NOT found'}  ({text})")
