# What MindOCR's "There are no valid values in the ndarray(size=..., shape=...)" warnings mean:
# SummaryRecord's histogram of a parameter whose values are all nan/inf. Recorded with a weight that is all nan.
import sys
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.train.summary import SummaryRecord



def main():
    ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
    with SummaryRecord(tempfile.mkdtemp()) as rec:     # SummaryRecord writes from a worker process
        print("histograms of finite_weight (4, 3) and nan_weight (5, 2)", flush=True)
        rec.add_value("histogram", "finite_weight", Tensor(np.ones((4, 3), np.float32)))
        rec.add_value("histogram", "nan_weight", Tensor(np.full((5, 2), np.nan, np.float32)))
        rec.record(1)
        rec.flush()
    sys.stderr.flush()


if __name__ == "__main__":
    main()
