# mindone.diffusers UNet2DModel with a tiny random config (no download), one forward pass on CPU.
# The timestep embedding calls mindspore.mint.arange, whose fast-path (pyboost) kernel has no CPU version.
import numpy as np
import mindspore as ms
import mindone

ms.set_context(mode=ms.PYNATIVE_MODE)
from mindone.diffusers import UNet2DModel

print("mindspore", ms.__version__, "| mindone", mindone.__version__, "| device", ms.get_context("device_target"), flush=True)
unet = UNet2DModel(sample_size=16, in_channels=3, out_channels=3, layers_per_block=1, block_out_channels=(16, 32),
                   down_block_types=("DownBlock2D", "DownBlock2D"), up_block_types=("UpBlock2D", "UpBlock2D"),
                   norm_num_groups=8)      # building works on CPU
print("model built:", type(unet).__name__, flush=True)
sample = ms.Tensor(np.random.default_rng(0).random((1, 3, 16, 16)).astype(np.float32))
print(unet(sample, ms.Tensor([10], ms.int32))[0].shape)
