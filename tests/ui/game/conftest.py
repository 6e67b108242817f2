exec(open('/tmp/dbg.py').read())
