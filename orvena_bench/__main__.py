"""`python -m orvena_bench` is the same command as `orvena-bench`."""

import sys

from .cli import main

sys.exit(main())
