# Fix: load the backbone only. Drop the classifier parameters from the checkpoint before load_param_into_net and
# keep the new 5-class head as initialised; check what did not load.
import mindspore as ms
import mindcv

ms.save_checkpoint(mindcv.create_model("resnet18", num_classes=10), "resnet18_10cls.ckpt")


def main():
    net = mindcv.create_model("resnet18", num_classes=5)          # no checkpoint_path here
    params = ms.load_checkpoint("resnet18_10cls.ckpt")
    head = [name for name in params if name.startswith("classifier.")]
    for name in head:
        print("dropped", name, params.pop(name).shape)
    not_loaded, unused = ms.load_param_into_net(net, params)
    print("not loaded into the net:", not_loaded, "| unused from the checkpoint:", unused)
    print("classifier:", net.classifier.weight.shape)
    # inference with the checkpoint's own classes: num_classes as trained, then checkpoint_path loads as is
    net10 = mindcv.create_model("resnet18", num_classes=10, checkpoint_path="resnet18_10cls.ckpt")
    print("num_classes=10 + checkpoint_path: loaded, classifier", net10.classifier.weight.shape)


main()
