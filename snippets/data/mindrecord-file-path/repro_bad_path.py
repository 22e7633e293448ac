# Reproducer: a path that does not exist (typo, wrong working directory, a folder instead of the file).
# MindDataset checks its argument when the dataset is created.
import mindspore.dataset as ds

dataset = ds.MindDataset("./dataset/train.mindrecord", shuffle=False)
