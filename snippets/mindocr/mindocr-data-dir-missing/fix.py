# Check the two paths MindOCR will open (dataset_root joined with data_dir and with label_file) before training,
# then point the yaml at folders that exist. Here a one-image ICDAR15-style folder is made in the working directory.
import json
import os

import cv2
import numpy as np
import mindspore as ms
import mindocr
from mindocr.data import build_dataset

print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)
root = os.path.abspath("./ic15")            # an absolute dataset_root does not depend on the current directory
os.makedirs(os.path.join(root, "train/images"), exist_ok=True)
cv2.imwrite(os.path.join(root, "train/images/img_1.jpg"), np.full((64, 64, 3), 255, np.uint8))
box = [{"transcription": "ab", "points": [[8, 8], [56, 8], [56, 24], [8, 24]]}]
with open(os.path.join(root, "train/train_det_gt.txt"), "w", encoding="utf-8") as f:
    f.write("img_1.jpg\t" + json.dumps(box) + "\n")

dataset_config = {
    "type": "DetDataset",
    "dataset_root": root,
    "data_dir": "train/images",
    "label_file": "train/train_det_gt.txt",
    "transform_pipeline": [{"DecodeImage": {"img_mode": "RGB"}}],
    "output_columns": ["image"],
}
for key in ("data_dir", "label_file"):     # the same check MindOCR makes, with a readable answer
    path = os.path.join(dataset_config["dataset_root"], dataset_config[key])
    print(key, "exists:", os.path.exists(path))

loader_config = {"batch_size": 1, "drop_remainder": False, "num_workers": 1, "shuffle": False}
loader = build_dataset(dataset_config, loader_config, num_shards=None, shard_id=None, is_train=True)
for batch in loader.create_tuple_iterator(num_epochs=1, output_numpy=True):
    print("first batch: image", batch[0].shape, batch[0].dtype)
    break
