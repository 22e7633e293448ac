# Where MindYOLO's "overflow, still update, loss scale adjust to ..." line comes from: print the relevant
# lines of the installed MindYOLO's own source (and of MindSpore's StaticLossScaler.adjust) with inspect.
import inspect
import mindspore as ms
import mindyolo
from mindyolo.utils import trainer_factory, train_step_factory
from mindspore.amp import StaticLossScaler

print("mindyolo", mindyolo.__version__, "/ mindspore", ms.__version__)


def show(title, obj, keys):
    lines, start = inspect.getsourcelines(obj)
    print(f"--- {title} ---")
    for i, line in enumerate(lines):
        if any(k in line for k in keys):
            print(f"{start + i:4d}: {line.rstrip()}")


show("mindyolo.utils.train_step_factory.get_loss_scaler", train_step_factory.get_loss_scaler,
     ["def ", "LossScaler(", "==", "elif"])
show("mindyolo.utils.train_step_factory.create_train_step_fn", train_step_factory.create_train_step_fn,
     ["def create", "all_finite(", "if grads_finite", "overflow_still_update", "optimizer(unscaled_grads)"])
show("mindyolo.utils.trainer_factory.Trainer.train_step", trainer_factory.Trainer.train_step,
     ["def train_step", "self.scaler.adjust", "overflow", "grads_finite"])
show("mindspore.amp.StaticLossScaler.adjust", StaticLossScaler.adjust, ["def adjust", "return"])
