# 先打出一行弃用 WARNING（set_context 的 device_target 参数，2.x 新版本会提示它将被移除），
# 然后才是真正让脚本停下来的错误：MindDataset 找不到数据文件。真正的错误是最后的 ValueError。
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # deprecation WARNING on newer 2.x
data = ds.MindDataset("mnist/train")                        # the real error: no such file
