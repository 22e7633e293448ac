# Fix: look the name up in this release's registry; list_models takes fnmatch patterns, and pretrained=True keeps
# only the names that have downloadable weights.
import mindcv

print("mindcv", mindcv.__version__, "registers", len(mindcv.list_models()), "models")
print("is_model('resnet34d'):", mindcv.is_model("resnet34d"))
print("list_models('resnet*'):", mindcv.list_models("resnet*"))
print("list_models('*resnet34*', pretrained=True):", mindcv.list_models("*resnet34*", pretrained=True))
net = mindcv.create_model("resnet34", num_classes=10)
print("created resnet34, classifier", net.classifier.weight.shape)
del net   # see mindcv-cell-del-exit-noise
