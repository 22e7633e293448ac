# Reproducer: a model name that this MindCV release does not register (a timm name, a typo, or a model added in a
# later MindCV release).
import mindcv

print("mindcv", mindcv.__version__)
net = mindcv.create_model("resnet34d", num_classes=10)
