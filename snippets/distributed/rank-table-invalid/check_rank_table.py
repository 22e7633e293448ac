# Check a rank table (RANK_TABLE_FILE) and the RANK_ID / RANK_SIZE / DEVICE_ID of this process against it, before
# HCCL does (on Ascend, HCCL's check ends in EI0004). Pure Python: runs on any machine.
#   python check_rank_table.py /path/to/rank_table.json     (with the job's RANK_ID, RANK_SIZE, DEVICE_ID set)
# Without an argument it checks two demo tables: the one of the EI0004 report on this page (device_id "1" twice) with
# the variables the rank-table start script sets for card 0, and the same table corrected.
import json
import os
import sys
from collections import Counter


def check(table, env):
    problems = []
    servers = table.get("server_list") or []
    if str(len(servers)) != str(table.get("server_count")):
        problems.append(f"server_count is {table.get('server_count')!r} but server_list has {len(servers)} servers")
    devices = [(s.get("server_id"), d) for s in servers for d in s.get("device", [])]
    for s in servers:
        for dev_id, n in Counter(d.get("device_id") for d in s.get("device", [])).items():
            if n > 1:
                problems.append(f"server {s.get('server_id')}: device_id {dev_id!r} appears {n} times")
    for ip, n in Counter(d.get("device_ip") for _, d in devices).items():
        if n > 1:
            problems.append(f"device_ip {ip!r} appears {n} times")
    ranks = [d.get("rank_id") for _, d in devices]
    if sorted(ranks, key=lambda r: int(r) if str(r).isdigit() else -1) != [str(i) for i in range(len(ranks))]:
        problems.append(f"rank_id must be 0..{len(ranks) - 1}, each once; got {ranks}")
    if env.get("RANK_SIZE") is not None and int(env["RANK_SIZE"]) != len(devices):
        problems.append(f"RANK_SIZE={env['RANK_SIZE']} but the table has {len(devices)} devices")
    if env.get("RANK_ID") is not None:
        mine = [d for _, d in devices if d.get("rank_id") == env["RANK_ID"]]
        if not mine:
            problems.append(f"RANK_ID={env['RANK_ID']} is not in the table")
        elif env.get("DEVICE_ID") is not None and mine[0].get("device_id") != env["DEVICE_ID"]:
            problems.append(f"RANK_ID={env['RANK_ID']} has device_id {mine[0].get('device_id')!r} in the table, "
                            f"but DEVICE_ID={env['DEVICE_ID']}")
    return problems


def report(name, table, env):
    print(f"--- {name} | RANK_ID={env.get('RANK_ID')} RANK_SIZE={env.get('RANK_SIZE')} DEVICE_ID={env.get('DEVICE_ID')}")
    problems = check(table, env)
    for p in problems:
        print("problem:", p)
    print("OK: no problem found" if not problems else f"{len(problems)} problem(s)")


if len(sys.argv) > 1:
    with open(sys.argv[1]) as f:
        report(sys.argv[1], json.load(f), {k: os.environ.get(k) for k in ("RANK_ID", "RANK_SIZE", "DEVICE_ID")})
else:
    ips = ["192.168.100.101", "192.168.101.101", "192.168.102.101", "192.168.103.101",
           "192.168.100.102", "192.168.101.102", "192.168.102.102", "192.168.103.102"]
    def table(device_ids):
        return {"version": "1.0", "server_count": "1", "status": "completed",
                "server_list": [{"server_id": "10.0.0.1", "host_nic_ip": "reserve", "device": [
                    {"device_id": str(dev), "device_ip": ip, "rank_id": str(rank)}
                    for rank, (dev, ip) in enumerate(zip(device_ids, ips))]}]}
    env = {"RANK_ID": "0", "RANK_SIZE": "8", "DEVICE_ID": "0"}   # card 0, as the start script sets them
    report("table of the EI0004 report", table([1, 1, 2, 3, 4, 5, 6, 7]), env)
    report("corrected table", table([0, 1, 2, 3, 4, 5, 6, 7]), env)
    report("corrected table, RANK_SIZE left at 4", table([0, 1, 2, 3, 4, 5, 6, 7]), dict(env, RANK_SIZE="4"))
