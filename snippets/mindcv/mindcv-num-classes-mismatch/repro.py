# Reproducer: fine-tuning on 5 classes from a checkpoint whose classifier head has 10 classes.
import mindspore as ms
import mindcv

print("mindcv", mindcv.__version__)
ms.save_checkpoint(mindcv.create_model("resnet18", num_classes=10), "resnet18_10cls.ckpt")


def main():   # the net lives inside a function: see mindcv-cell-del-exit-noise
    net = mindcv.create_model("resnet18", num_classes=5, checkpoint_path="resnet18_10cls.ckpt")
    print("loaded", net.classifier.weight.shape)


main()
