# Reproducer: a path that does not exist (typo, wrong working directory, a folder instead of the file).
# MindDataset checks its argument when the dataset is created.
import os

import mindspore.dataset as ds

# A folder instead of the data file fails the same check (printed here, so that the script goes on):
os.makedirs("mindrecord_dir")
try:
    ds.MindDataset("mindrecord_dir", shuffle=False)
except ValueError as e:
    print("a folder:", e)

dataset = ds.MindDataset("./dataset/train.mindrecord", shuffle=False)
