# Reproducer: a custom layer copied from MindSpore 1.x model code that validates its arguments with the
# private Validator / Rel classes of mindspore._checkparam.
import mindspore as ms
from mindspore._checkparam import Validator as validator, Rel

print(validator.check_int(3, 0, Rel.GT, "channels", "MyLayer"))
