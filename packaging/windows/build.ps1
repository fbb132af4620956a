# Build the Windows installer: packaging\dist\TwelveBowls-<version>-windows-x64-setup.exe
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs Python with the project and PyInstaller installed ($env:PYTHON, default "python")
# and Inno Setup 6.5+ or 7 (ISCC.exe on PATH or in its default folder; `choco upgrade innosetup`).
#
# Code signing runs only when a certificate is configured:
#   WINDOWS_CERTIFICATE_PFX        path to the code-signing certificate (.pfx)
#   WINDOWS_CERTIFICATE_PASSWORD   its password
#   WINDOWS_TIMESTAMP_URL          an RFC 3161 time-stamping server (default below)
# Then every unsigned .exe, .dll and .pyd of the frozen folder is signed before the installer
# is made, and Inno Setup signs the installer and its uninstaller. Without a certificate the
# script says so and writes "unsigned" into packaging\dist\signing-windows.txt, which the
# release workflow reads to publish a draft labelled unsigned.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }

function Invoke-Checked([string]$What, [scriptblock]$Block) {
    & $Block
    if ($LASTEXITCODE -ne 0) { throw "$What failed (exit code $LASTEXITCODE)" }
}

$Version = (& $Python packaging/appinfo.py version).Trim()
$VersionNumeric = (& $Python packaging/appinfo.py version_numeric).Trim()
$Command = (& $Python packaging/appinfo.py command).Trim()
$StatusFile = "packaging/dist/signing-windows.txt"

Write-Host "== freeze (PyInstaller, onedir)"
Invoke-Checked "PyInstaller" {
    & $Python -m PyInstaller --noconfirm --log-level WARN --distpath packaging/dist `
        --workpath packaging/build/pyinstaller packaging/twelve_bowls.spec
}

Write-Host "== every native library of the build has its third-party notice"
Invoke-Checked "notices check" { & $Python -m twelve_bowls.app.notices --check "packaging/dist/$Command" }

Write-Host "== bundle check: the frozen app must see what the source tree sees"
$env:QT_QPA_PLATFORM = "offscreen"
New-Item -ItemType Directory -Force packaging/build/check | Out-Null
Invoke-Checked "bundle check (source)" {
    & $Python packaging/bundle_check.py packaging/build/check/source.json
}
# The game is a windowed program: Start-Process -Wait is the way to wait for its exit code.
$Exe = Resolve-Path "packaging/dist/$Command/$Command.exe"
$Frozen = Join-Path (Get-Location) "packaging/build/check/frozen.json"
$Run = Start-Process -FilePath $Exe -ArgumentList "--bundle-check", "`"$Frozen`"" -Wait -PassThru -NoNewWindow
if ($Run.ExitCode -ne 0) { throw "the frozen app's bundle check failed (exit code $($Run.ExitCode))" }
Invoke-Checked "bundle check (compare)" {
    & $Python packaging/bundle_check.py --compare packaging/build/check/source.json $Frozen
}
Remove-Item Env:QT_QPA_PLATFORM

$Signing = [bool]$env:WINDOWS_CERTIFICATE_PFX
$IsccArgs = @("/DAppVersion=$Version", "/DAppVersionNumeric=$VersionNumeric")
if ($Signing) {
    $SignTool = (Get-Command signtool.exe -ErrorAction SilentlyContinue).Source
    if (-not $SignTool) {
        $SignTool = Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" |
            Sort-Object FullName | Select-Object -Last 1 -ExpandProperty FullName
    }
    if (-not $SignTool) { throw "signtool.exe not found: install the Windows SDK" }
    $Timestamp = if ($env:WINDOWS_TIMESTAMP_URL) { $env:WINDOWS_TIMESTAMP_URL } else { "http://timestamp.digicert.com" }
    $SignArgs = @("sign", "/fd", "sha256", "/tr", $Timestamp, "/td", "sha256",
        "/f", $env:WINDOWS_CERTIFICATE_PFX, "/p", $env:WINDOWS_CERTIFICATE_PASSWORD)

    Write-Host "== sign the game's executables and libraries (those not signed by their makers)"
    $Unsigned = Get-ChildItem "packaging/dist/$Command" -Recurse -Include *.exe, *.dll, *.pyd |
        Where-Object { (Get-AuthenticodeSignature $_.FullName).Status -eq "NotSigned" }
    foreach ($File in @($Unsigned)) {
        Invoke-Checked "signtool ($($File.Name))" { & $SignTool @SignArgs $File.FullName }
    }
    # Inno Setup signs the installer and the uninstaller it writes with the same command.
    $SignCommand = "`"$SignTool`" " + (($SignArgs | ForEach-Object { "`"$_`"" }) -join " ") + ' $f'
    $IsccArgs += "/Ssigntool=$SignCommand", "/DSignInstaller=1"
} else {
    Write-Host "== signing skipped: WINDOWS_CERTIFICATE_PFX is not set (unsigned build)"
}

Write-Host "== installer (Inno Setup)"
$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    $Candidates = foreach ($Root in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, (Join-Path $env:LOCALAPPDATA "Programs"))) {
        foreach ($Major in @("7", "6")) { Join-Path $Root "Inno Setup $Major\ISCC.exe" }
    }
    $Iscc = $Candidates | Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $Iscc) { throw "Inno Setup 6.5+ or 7 not found: install it (choco install innosetup)" }
# An older compiler already on the machine would fail later, on the Arabic messages.
$IsccVersion = [version](((Get-Item $Iscc).VersionInfo.FileVersion -split '[^0-9.]')[0])
if ($IsccVersion -lt [version]"6.5") {
    throw "Inno Setup $IsccVersion at $Iscc is older than 6.5: upgrade it (choco upgrade innosetup)"
}
Write-Host "   Inno Setup $IsccVersion ($Iscc)"
Invoke-Checked "Inno Setup" { & $Iscc @IsccArgs packaging/windows/twelve-bowls.iss }

$Setup = "packaging/dist/TwelveBowls-$Version-windows-x64-setup.exe"
if ($Signing) {
    $Check = Get-AuthenticodeSignature $Setup
    if ($Check.Status -ne "Valid") { throw "the installer's signature is $($Check.Status)" }
    Set-Content -Path $StatusFile -Value "signed"
} else {
    Set-Content -Path $StatusFile -Value "unsigned"
}
Write-Host ("built {0} ({1:N1} MB): {2}" -f $Setup, ((Get-Item $Setup).Length / 1MB), (Get-Content $StatusFile))
