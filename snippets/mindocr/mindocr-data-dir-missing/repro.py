# The dataset section of a MindOCR training yaml (train.dataset / eval.dataset) names a folder that is not there:
# dataset_root + data_dir is checked when the dataset is built.
import mindspore as ms
import mindocr
from mindocr.data import build_dataset

print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)
dataset_config = {
    "type": "DetDataset",
    "dataset_root": "./ic15",              # relative: resolved against the directory you start train.py from
    "data_dir": "train/images",
    "label_file": "train/train_det_gt.txt",
    "transform_pipeline": [{"DecodeImage": {"img_mode": "RGB"}}],
    "output_columns": ["image"],
}
loader_config = {"batch_size": 1, "drop_remainder": False, "num_workers": 1, "shuffle": False}
build_dataset(dataset_config, loader_config, num_shards=None, shard_id=None, is_train=True)
