import os
import sys

from .cli import main

try:
    sys.exit(main())
except BrokenPipeError:
    # `python -m mskb triage - | head`: the reader stopped reading; not an error worth a traceback.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(1)
