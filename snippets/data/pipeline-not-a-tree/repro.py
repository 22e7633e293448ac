# Reproducer: one dataset object used as the input of two pipelines (a training branch and an evaluation branch).
# Each .map()/.batch() call registers the new node as a consumer of `base`; with two consumers the pipeline is no
# longer a tree, and iterating either branch raises when the iterator is created.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE (not used by the pipeline)

base = ds.NumpySlicesDataset({"image": np.arange(8, dtype=np.float32), "label": np.arange(8, dtype=np.int32)},
                             shuffle=False)
train = base.map(operations=lambda x: x * 2.0, input_columns=["image"]).batch(4)   # consumer 1 of base
evaluation = base.batch(4)                                                         # consumer 2 of base
print("train and evaluation created")
for image, label in train.create_tuple_iterator(output_numpy=True):   # raises here
    print(image, label)
